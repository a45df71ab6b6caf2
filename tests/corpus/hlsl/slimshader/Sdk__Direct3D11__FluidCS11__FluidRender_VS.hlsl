// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for ParticlesRO
// {
//
//   struct Particle
//   {
//       
//       float2 position;               // Offset:    0
//       float2 velocity;               // Offset:    8
//
//   } $Element;                        // Offset:    0 Size:    16
//
// }
//
// Resource bind info for ParticleDensityRO
// {
//
//   struct ParticleDensity
//   {
//       
//       float density;                 // Offset:    0
//
//   } $Element;                        // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ParticlesRO                       texture  struct         r/o    0        1
// ParticleDensityRO                 texture  struct         r/o    1        1
//
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> ParticlesRO : register(t0);
struct S_t1 { uint w[1]; };
StructuredBuffer<S_t1> ParticleDensityRO : register(t1);
static const uint4 icb[5] = { uint4(0x3f800000u, 0x00000000u, 0x00000000u, 0x3f800000u), uint4(0x3f800000u, 0x3f800000u, 0x00000000u, 0x3f800000u), uint4(0x00000000u, 0x3f800000u, 0x00000000u, 0x3f800000u), uint4(0x00000000u, 0x3f800000u, 0x3f800000u, 0x3f800000u), uint4(0x00000000u, 0x00000000u, 0x3f800000u, 0x3f800000u) };
struct Input {
    uint SV_VertexID0 : SV_VertexID0;
};
struct Output {
    float2 POSITION0 : POSITION0;
    float4 COLOR0 : COLOR0;
};
Output main(Input input) {
    Output output;
    uint4 v0 = 0;
    precise uint4 o0 = 0;
    precise float4 o1 = 0;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    v0.x = input.SV_VertexID0;
    o0.xy = uint2(ParticlesRO[v0.x].w[0], ParticlesRO[v0.x].w[1]);
    r0.x = ParticleDensityRO[v0.x].w[0];
    r0.x = asuint(saturate((asfloat(r0.x) + -1000.0f) * 0.001f) * 4.0f);
    r0.y = (uint)ceil(asfloat(r0.x));
    r1.xyz = icb[r0.y].xyz;
    r0.y = asuint(floor(asfloat(r0.x)));
    r0.y = (uint)asfloat(r0.y);
    r2.xyz = icb[r0.y].xyz;
    r1.w = 0x3f800000u;
    r2.w = 0x3f800000u;
    o1.xyzw = mad((frac(asfloat(r0.x))).xxxx, (asfloat(r1.xyzw) + (-asfloat(r2.xyzw))), asfloat(r2.xyzw));
    {
        output.POSITION0 = asfloat(o0.xy);
        output.COLOR0 = o1.xyzw;
        return output;
    }
}
