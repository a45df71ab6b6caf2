// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF                          texture  float4          3d    0        1
//
SamplerState Sampler : register(s0);
Texture3D<float4> TextureF : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.x = input.SV_RENDERTARGETARRAYINDEX0;
    v2.xyz = input.TEXCOORD0;
    o0.xyzw = round(((TextureF.Sample(Sampler, v2.xyz)).xyzw * float4(31.0f, 31.0f, 31.0f, 1.0f))) * float4(0.032258064f, 0.032258064f, 0.032258064f, 1.0f);
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
