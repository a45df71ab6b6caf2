// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureF_MS                       texture  float4        2dMS    0        1
//
Texture2DMS<float4> TextureF_MS : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
    nointerpolation uint SV_SAMPLEINDEX0 : SV_SAMPLEINDEX0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    v2.x = asint(input.SV_SAMPLEINDEX0);
    r0.xy = (uint2)v1.xy;
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = (TextureF_MS.Load(asint(r0.xy), v2.x)).xyzw;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
