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
    float SV_DEPTH0 : SV_DEPTH0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    uint oDepth = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    oDepth = asuint((TextureF.Sample(Sampler, v1.xy)).xyzw.x);
    {
        output.SV_DEPTH0 = asfloat(oDepth);
        return output;
    }
}
