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
SamplerState s0 : register(s0);
Texture3D<float4> t0 : register(t0);
struct Input {
    float4 v0_x : SV_POSITION0;
    uint v1_x : SV_RENDERTARGETARRAYINDEX0;
    float3 v2_x : TEXCOORD0;
};
struct Output {
    uint4 o0_x : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    uint4 r1 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    v2.xyz = asuint(input.v2_x);
    r0.xyzw = asuint((t0.Sample(s0, asfloat(v2.xyz))).xyzw);
    r1.x = (asfloat(0x00000000u) < asfloat(r0.w)) ? 0xffffffffu : 0u;
    r1.yzw = asuint(asfloat(r0.xyz) / asfloat(r0.www));
    r0.xyz = (r1.xxx != 0u) ? r1.yzw : r0.xyz;
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(uint4(0x437f0000u, 0x437f0000u, 0x437f0000u, 0x437f0000u)));
    o0.xyzw = (uint4)asfloat(r0.xyzw);
    {
            output.o0_x = (o0.xyzw);
            return output;
        }
}
