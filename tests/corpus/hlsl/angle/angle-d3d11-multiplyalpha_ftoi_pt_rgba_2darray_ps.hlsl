// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF_2DArray                  texture  float4     2darray    0        1
//
SamplerState s0 : register(s0);
Texture2DArray<float4> t0 : register(t0);
struct Input {
    float4 v0_x : SV_POSITION0;
    nointerpolation uint v1_x : SV_RENDERTARGETARRAYINDEX0;
    float3 v2_x : TEXCOORD0;
};
struct Output {
    int4 o0_x : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 r0 = 0;
    v0.xyzw = asuint(input.v0_x);
    v1.x = asuint(input.v1_x);
    v2.xyz = asuint(input.v2_x);
    r0.z = asuint((float)v1.x);
    r0.xy = v2.xy;
    r0.xyzw = asuint((t0.Sample(s0, asfloat(r0.xyz))).xyzw);
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(uint4(0x42fe0000u, 0x42fe0000u, 0x42fe0000u, 0x42fe0000u)));
    r0.xyzw = asuint(round(asfloat(r0.xyzw)));
    r0.xyzw = asuint(asfloat(r0.xyzw) * asfloat(uint4(0x3f800000u, 0x3f800000u, 0x3f800000u, 0x3f800000u)));
    o0.xyzw = asuint((int4)asfloat(r0.xyzw));
    {
            output.o0_x = asint(o0.xyzw);
            return output;
        }
}
