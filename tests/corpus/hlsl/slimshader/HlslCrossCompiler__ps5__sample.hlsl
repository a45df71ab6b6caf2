// Decompiled by dxsm from ps_5_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureSampler                    sampler      NA          NA    0        1
// TextureBase                       texture  float4          2d    0        1
// TextureDetail                     texture  float4          2d    1        1
//
SamplerState TextureSampler : register(s0);
Texture2D<float4> TextureBase : register(t0);
Texture2D<float4> TextureDetail : register(t1);
struct Input {
    float4 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.TEXCOORD0;
    o0.xyzw = (TextureBase.Sample(TextureSampler, v0.xy)).xyzw * (TextureDetail.Sample(TextureSampler, v0.xy)).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
