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
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = asuint((TextureF.Sample(Sampler, v1.xy)).xyzw);
    r1.x = (0.0f < asfloat(r0.w)) ? 0xffffffffu : 0u;
    r1.yzw = asuint(asfloat(r0.xyz) / asfloat(r0.www));
    o0.xyz = round((asfloat(((r1.xxx != 0u) ? r1.yzw : r0.xyz)) * float3(31.0f, 63.0f, 31.0f))) * float3(0.032258064f, 0.015873017f, 0.032258064f);
    o0.w = 1.0f;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
