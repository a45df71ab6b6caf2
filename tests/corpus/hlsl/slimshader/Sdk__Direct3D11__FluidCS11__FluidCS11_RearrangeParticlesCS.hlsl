// Decompiled by dxsm from cs_5_0 code.
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
// Resource bind info for GridRO
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
// Resource bind info for ParticlesRW
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
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// ParticlesRO                       texture  struct         r/o    0        1
// GridRO                            texture  struct         r/o    3        1
// ParticlesRW                           UAV  struct         r/w    0        1
//
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> ParticlesRO : register(t0);
struct S_t3 { uint w[1]; };
StructuredBuffer<S_t3> GridRO : register(t3);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> ParticlesRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    r0.x = GridRO[vThreadID.x].w[0];
    r0.x = asuint(asint(r0.x) & 65535);
    r0.xyzw = uint4(ParticlesRO[r0.x].w[0], ParticlesRO[r0.x].w[1], ParticlesRO[r0.x].w[2], ParticlesRO[r0.x].w[3]);
    ParticlesRW[vThreadID.x].w[0] = r0.x;
    ParticlesRW[vThreadID.x].w[1] = r0.y;
    ParticlesRW[vThreadID.x].w[2] = r0.z;
    ParticlesRW[vThreadID.x].w[3] = r0.w;
    {
        return output;
    }
}
