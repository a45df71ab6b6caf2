// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 v0_x : SV_Position0;
    uint v1_x : TEXCOORD0;
    uint v1_y : LAYER0;
};
struct Output {
    float4 o0_x : SV_Position0;
    uint o1_x : TEXCOORD0;
    uint o1_y : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(1)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    uint4 o0 = 0;
    uint4 o1 = 0;
    vin[0][0].xyzw = asuint(input[0].v0_x);
    vin[0][1].x = asuint(input[0].v1_x);
    vin[0][1].y = asuint(input[0].v1_y);
    o0.xyzw = vin[0][0].xyzw;
    o1.x = vin[0][1].x;
    o1.y = vin[0][1].y;
    {
        Output output;
        output.o0_x = asfloat(o0.xyzw);
        output.o1_x = (o1.x);
        output.o1_y = (o1.y);
        stream0.Append(output);
    }
    return;
}
