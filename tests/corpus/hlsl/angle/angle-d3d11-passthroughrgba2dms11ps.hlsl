// Decompiled by dxsm from ps_4_1 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureF_MS                       texture  float4        2dMS    0        1
//
Texture2DMS<float4> t0 : register(t0);
struct Input {
    float4 v0_x : SV_POSITION0;
    float2 v1_x : TEXCOORD0;
    nointerpolation uint v2_x : SV_SAMPLEINDEX0;
};
struct Output {
    float4 o0_x : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.xy = asuint(input.v1_x);
    v2.x = asuint(input.v2_x);
    r0.xy = (uint2)asfloat(v1.xy);
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = asuint((t0.Load(asint(r0.xy), asint(v2.x))).xyzw);
    {
            output.o0_x = asfloat(o0.xyzw);
            return output;
        }
}
