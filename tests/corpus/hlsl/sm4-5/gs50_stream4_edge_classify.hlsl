// Decompiled by dxsm from gs_5_0 code.
struct Input {
    float4 POSITION0 : POSITION0;
    float3 NORMAL0 : NORMAL0;
};
struct Output0 {
    float4 SV_Position0 : SV_Position0;
};
struct Output1 {
    float3 MIDPOINT0 : MIDPOINT0;
};
struct Output2 {
    float AREA0 : AREA0;
    uint PRIM0 : PRIM0;
};
struct Output3 {
    float3 FACENORMAL0 : FACENORMAL0;
};
[maxvertexcount(8)]
void main(triangle Input input[3], inout PointStream<Output0> stream0, inout PointStream<Output1> stream1, inout PointStream<Output2> stream2, inout PointStream<Output3> stream3, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    vin[0][0].xyzw = asuint(input[0].POSITION0);
    vin[1][0].xyzw = asuint(input[1].POSITION0);
    vin[2][0].xyzw = asuint(input[2].POSITION0);
    vin[0][1].xyz = asuint(input[0].NORMAL0);
    vin[1][1].xyz = asuint(input[1].NORMAL0);
    vin[2][1].xyz = asuint(input[2].NORMAL0);
    o0.xyzw = vin[0][0].xyzw;
    {
        Output0 output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.xyz = asuint(((asfloat(vin[1][0].xyz) + asfloat(vin[0][0].xyz)) * float3(0.5f, 0.5f, 0.5f)));
    {
        Output1 output;
        output.MIDPOINT0 = asfloat(o0.xyz);
        stream1.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    {
        Output0 output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    o0.xyz = asuint(((asfloat(vin[2][0].xyz) + asfloat(vin[1][0].xyz)) * float3(0.5f, 0.5f, 0.5f)));
    {
        Output1 output;
        output.MIDPOINT0 = asfloat(o0.xyz);
        stream1.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    {
        Output0 output;
        output.SV_Position0 = asfloat(o0.xyzw);
        stream0.Append(output);
    }
    stream0.RestartStrip();
    o0.xyz = asuint(((asfloat(vin[0][0].xyz) + asfloat(vin[2][0].xyz)) * float3(0.5f, 0.5f, 0.5f)));
    {
        Output1 output;
        output.MIDPOINT0 = asfloat(o0.xyz);
        stream1.Append(output);
    }
    stream1.RestartStrip();
    r0.xyz = (-asfloat(vin[0][0].zxy)) + asfloat(vin[1][0].zxy);
    r1.xyz = (-asfloat(vin[0][0].yzx)) + asfloat(vin[2][0].yzx);
    r0.xyz = mad(r0.zxy, r1.yzx, (-(r0.xyz * r1.xyz)));
    r0.w = dot(r0.xyz, r0.xyz);
    r1.x = sqrt(r0.w);
    r0.w = rsqrt(r0.w);
    r0.xyz = r0.www * r0.xyz;
    o0.x = asuint((r1.x * 0.5f));
    o1.x = vPrim;
    {
        Output2 output;
        output.AREA0 = asfloat(o0.x);
        output.PRIM0 = o1.x;
        stream2.Append(output);
    }
    stream2.RestartStrip();
    o0.xyz = asuint(r0.xyz);
    {
        Output3 output;
        output.FACENORMAL0 = asfloat(o0.xyz);
        stream3.Append(output);
    }
    stream3.RestartStrip();
    return;
}
