// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF                          texture  float4          2d    0        1
//
SamplerState Sampler : register(s0);
Texture2D<float4> TextureF : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = (TextureF.Sample(Sampler, v1.xy)).xyzw;
    o0.xyz = r0.www * r0.xxx;
    o0.w = r0.w;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
