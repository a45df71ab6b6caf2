// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 v0_x : SV_Position0;
    float3 v1_x : COLOR0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float3 o1_x : COLOR0;
    uint o2_x : PRIMID0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0, uint vPrim : SV_PrimitiveID) {
    uint4 vin[3][2] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[1][0].xyzw = asuint(input[1].v0_x);
    vin[2][0].xyzw = asuint(input[2].v0_x);
    vin[0][1].xyz = asuint(input[0].v1_x);
    vin[1][1].xyz = asuint(input[1].v1_x);
    vin[2][1].xyz = asuint(input[2].v1_x);
    o0.xyzw = vin[0][0].xyzw;
    o1.xyz = vin[0][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xyz);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xyz = vin[1][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xyz);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    o1.xyz = vin[2][1].xyz;
    o2.x = vPrim;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xyz);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    return;
}
