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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.SV_POSITION0);
    v1.xy = asuint(input.TEXCOORD0);
    v2.x = asuint(input.SV_SAMPLEINDEX0);
    r0.xy = (uint2)asfloat(v1.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = asuint((TextureF_MS.Load(asint(r0.xy), asint(v2.x))).xyzw);
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
