// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF                          texture  float4     2darray    0        1
//
SamplerState Sampler : register(s0);
Texture2DArray<float4> TextureF : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    nointerpolation uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
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
    r0.z = (float)v1.x;
    r0.xy = v2.xy;
    o0.xyz = round(((TextureF.Sample(Sampler, r0.xyz)).xyzw.xyz * float3(31.0f, 63.0f, 31.0f))) * float3(0.032258064f, 0.015873017f, 0.032258064f);
    o0.w = 1.0f;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
