// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF_3D                       texture  float4          3d    0        1
//
#define denormal_flushed(x) asfloat(asuint(x) & ((asuint(x) & 0x7f800000u) != 0u ? 0xffffffffu : 0x80000000u))
SamplerState Sampler : register(s0);
Texture3D<float4> TextureF_3D : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    uint SV_RENDERTARGETARRAYINDEX0 : SV_RENDERTARGETARRAYINDEX0;
    float3 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    int4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    float4 v2 = 0;
    precise int4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.x = input.SV_RENDERTARGETARRAYINDEX0;
    v2.xyz = input.TEXCOORD0;
    o0.xyz = (int3)denormal_flushed(round(((TextureF_3D.Sample(Sampler, v2.xyz)).xyzw.xyz * float3(127.0f, 127.0f, 127.0f))));
    o0.w = 1;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
