// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// PictureSampler                    sampler      NA          NA    0        1
// PictureSamplerComparison        sampler_c      NA          NA    1        1
// Picture                           texture  float4          2d    0        1
// PictureMS                         texture  float4      2dMS32    1        1
//
SamplerState PictureSampler : register(s0);
SamplerComparisonState PictureSamplerComparison : register(s1);
Texture2D<float4> Picture : register(t0);
Texture2DMS<float4, 32> PictureMS : register(t1);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    {
        float w = 0, h = 0, e = 0, n = 0, l = 0;
        Picture.GetDimensions(0x00000001u, w, h, l);
        r0.zw = float4(w, h, 0, l).xy;
    }
    r0.x = (float4(Picture.CalculateLevelOfDetail(PictureSampler, v1.xy), Picture.CalculateLevelOfDetailUnclamped(PictureSampler, v1.xy), 0.0, 0.0)).x;
    r0.y = (float4(Picture.CalculateLevelOfDetail(PictureSampler, v1.xy), Picture.CalculateLevelOfDetailUnclamped(PictureSampler, v1.xy), 0.0, 0.0)).y;
    r0.xyzw = r0.xyzw + (Picture.Gather(PictureSampler, v1.xy, int2(0, 1))).xyzw;
    r1.xy = (float4(PictureMS.GetSamplePosition(0), 0.0, 0.0)).xy;
    r1.zw = float2(0.0f, 0.0f);
    r0.xyzw = r0.xyzw + r1.xyzw;
    r0.xyzw = r0.xyzw + (Picture.Sample(PictureSampler, v1.xy)).xyzw;
    r0.xyzw = r0.xyzw + (Picture.SampleBias(PictureSampler, v1.xy, 0.5f)).xyzw;
    r0.xyzw = r0.xyzw + (Picture.SampleCmp(PictureSamplerComparison, v1.xy, 0.4f)).xxxx;
    r0.xyzw = r0.xyzw + (Picture.SampleCmpLevelZero(PictureSamplerComparison, v1.xy, 0.6f)).xxxx;
    r0.xyzw = r0.xyzw + (Picture.SampleGrad(PictureSampler, v1.xy, float2(0.1f, 0.1f), float2(0.2f, 0.2f))).xyzw;
    o0.xyzw = r0.xyzw + (Picture.SampleLevel(PictureSampler, v1.xy, 1.5f)).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
