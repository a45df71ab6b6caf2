// Decompiled by dxsm from gs_4_0 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    uint TEXCOORD0 : TEXCOORD0;
    uint LAYER0 : LAYER0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    uint TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(1)]
void main(point Input input[1], inout PointStream<Output> stream0) {
    uint4 vin[1][2] = { (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[0][1].x = input[0].TEXCOORD0;
    vin[0][1].y = input[0].LAYER0;
    o0.xyzw = vin[0][0].xyzw;
    o1.x = vin[0][1].x;
    o1.y = vin[0][1].y;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = o1.x;
        output.SV_RenderTargetArrayIndex0 = o1.y;
        stream0.Append(output);
    }
    return;
}
