// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   float g_dt;                        // Offset:    0 Size:     4
//   uint g_numAlive;                   // Offset:    4 Size:     4
//   float2 pad;                        // Offset:    8 Size:     8 [unused]
//
// }
//
// Resource bind info for g_alive
// {
//
//   struct Particle
//   {
//       
//       float3 pos;                    // Offset:    0
//       float life;                    // Offset:   12
//       float3 vel;                    // Offset:   16
//       uint seed;                     // Offset:   28
//
//   } $Element;                        // Offset:    0 Size:    32
//
// }
//
// Resource bind info for g_next
// {
//
//   struct Particle
//   {
//       
//       float3 pos;                    // Offset:    0
//       float life;                    // Offset:   12
//       float3 vel;                    // Offset:   16
//       uint seed;                     // Offset:   28
//
//   } $Element;                        // Offset:    0 Size:    32
//
// }
//
// Resource bind info for g_deadList
// {
//
//   uint $Element;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_alive                               UAV  struct     consume    0        1
// g_next                                UAV  struct      append    1        1
// g_deadList                            UAV  struct      append    2        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    float g_dt : packoffset(c0);
    uint g_numAlive : packoffset(c0.y);
    float2 pad : packoffset(c0.z);
};
struct S_u0 { uint w[8]; };
ConsumeStructuredBuffer<S_u0> g_alive : register(u0);
struct S_u1 { uint w[8]; };
AppendStructuredBuffer<S_u1> g_next : register(u1);
struct S_u2 { uint w[1]; };
AppendStructuredBuffer<S_u2> g_deadList : register(u2);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    if (vThreadID.x >= g_numAlive) {
        {
            return output;
        }
    }
    S_u0 e12 = g_alive.Consume();
    r1.x = e12.w[0];
    r1.y = e12.w[1];
    r1.z = e12.w[2];
    r0.y = e12.w[3];
    r2.x = e12.w[4];
    r0.z = e12.w[5];
    r2.z = e12.w[6];
    r2.w = e12.w[7];
    r3.w = asfloat(r0.y) + (-g_dt);
    if (0.0f < r3.w) {
        r2.y = asuint(mad((-g_dt), 9.81f, asfloat(r0.z)));
        r3.xyz = mad(asfloat(r2.xyz), g_dt.xxx, asfloat(r1.xyz));
        S_u1 e26 = (S_u1)0;
        e26.w[0] = asuint(r3.x);
        e26.w[1] = asuint(r3.y);
        e26.w[2] = asuint(r3.z);
        e26.w[3] = asuint(r3.w);
        e26.w[4] = r2.x;
        e26.w[5] = r2.y;
        e26.w[6] = r2.z;
        e26.w[7] = r2.w;
        g_next.Append(e26);
    } else {
        S_u2 e30 = (S_u2)0;
        e30.w[0] = r2.w;
        g_deadList.Append(e30);
    }
    {
        return output;
    }
}
