// Decompiled by dxsm from gs_4_1 code.
struct Input {
    float4 v0_x : SV_Position0;
    float2 v1_x : TEXCOORD0;
    uint v2_x : LAYER0;
};
struct Output {
    float4 o0_x : SV_Position0;
    float2 o1_x : TEXCOORD0;
    uint o2_x : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[1][0].xyzw = asuint(input[1].v0_x);
    vin[2][0].xyzw = asuint(input[2].v0_x);
    vin[0][1].xy = asuint(input[0].v1_x);
    vin[1][1].xy = asuint(input[1].v1_x);
    vin[2][1].xy = asuint(input[2].v1_x);
    vin[0][2].x = asuint(input[0].v2_x);
    vin[1][2].x = asuint(input[1].v2_x);
    vin[2][2].x = asuint(input[2].v2_x);
    o0.xyzw = vin[0][0].xyzw;
    o1.xy = vin[0][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xy);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xy = vin[1][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xy);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    o1.xy = vin[2][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = asfloat(o1.xy);
        output.o2_x = (o2.x);
        stream0.Append(output);
    }
    return;
}
