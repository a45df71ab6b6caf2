// Decompiled by dxsm from gs_4_1 code.
struct Input {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint LAYER0 : LAYER0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    float2 TEXCOORD0 : TEXCOORD0;
    uint SV_RenderTargetArrayIndex0 : SV_RenderTargetArrayIndex0;
};
[maxvertexcount(3)]
void main(triangle Input input[3], inout TriangleStream<Output> stream0) {
    uint4 vin[3][3] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    precise uint4 o0 = 0;
    precise uint4 o1 = 0;
    precise uint4 o2 = 0;
    vin[0][0].xyzw = asuint(input[0].SV_Position0);
    vin[1][0].xyzw = asuint(input[1].SV_Position0);
    vin[2][0].xyzw = asuint(input[2].SV_Position0);
    vin[0][1].xy = asuint(input[0].TEXCOORD0);
    vin[1][1].xy = asuint(input[1].TEXCOORD0);
    vin[2][1].xy = asuint(input[2].TEXCOORD0);
    vin[0][2].x = input[0].LAYER0;
    vin[1][2].x = input[1].LAYER0;
    vin[2][2].x = input[2].LAYER0;
    o0.xyzw = vin[0][0].xyzw;
    o1.xy = vin[0][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        output.SV_RenderTargetArrayIndex0 = o2.x;
        stream0.Append(output);
    }
    o0.xyzw = vin[1][0].xyzw;
    o1.xy = vin[1][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        output.SV_RenderTargetArrayIndex0 = o2.x;
        stream0.Append(output);
    }
    o0.xyzw = vin[2][0].xyzw;
    o1.xy = vin[2][1].xy;
    o2.x = vin[0][2].x;
    {
        Output output;
        output.SV_Position0 = asfloat(o0.xyzw);
        output.TEXCOORD0 = asfloat(o1.xy);
        output.SV_RenderTargetArrayIndex0 = o2.x;
        stream0.Append(output);
    }
    return;
}
