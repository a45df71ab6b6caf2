// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float3 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float3 COLOR0 : COLOR0;
    uint PRIMID0 : PRIMID0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[0][1].xyz = asuint(input[0].COLOR0);
    vin[1][1].xyz = asuint(input[1].COLOR0);
    vin[2][1].xyz = asuint(input[2].COLOR0);
    o0.xyzw = vin[0][0].xyzw;
    o1.xyz = vin[0][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyz);
        output.PRIMID0 = o2.x;
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xyz = vin[1][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyz);
        output.PRIMID0 = o2.x;
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    o1.xyz = vin[2][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyz);
        output.PRIMID0 = o2.x;
        stream0.Append(output);
    }
    return;
}
