// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer W
// {
//
//   min16float g_w;                    // Offset:    0 Size:     4
//   min16uint g_mask;                  // Offset:    4 Size:     4
//
// }
//
// Resource bind info for g_a
// {
//
//   min16float4 $Element;              // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_b
// {
//
//   min16float4 $Element;              // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_o
// {
//
//   float4 $Element;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_a                               texture  struct         r/o    0        1
// g_b                               texture  struct         r/o    1        1
// g_o                                   UAV  struct         r/w    0        1
// W                                 cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
struct S_t0 { uint w[4]; };
StructuredBuffer<S_t0> g_a : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> g_b : register(t1);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_o : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise float4 r3 = 0;
    r1.xyzw = uint4(g_b[vThreadID.x].w[0], g_b[vThreadID.x].w[1], g_b[vThreadID.x].w[2], g_b[vThreadID.x].w[3]);
    r2.xyzw = uint4(g_a[vThreadID.x].w[0], g_a[vThreadID.x].w[1], g_a[vThreadID.x].w[2], g_a[vThreadID.x].w[3]);
    r3.xyzw = asfloat(r1.xyzw) + (-asfloat(r2.xyzw));
    r1.xyzw = asuint(asfloat(r1.xyzw) * asfloat(r2.xyzw));
    r0.xyzw = (asuint((asint(vThreadID.x) & asint(cb0[0].y)).xxxx) != 0u) ? asint(mad(asfloat(cb0[0].xxxx), r3.xyzw, asfloat(r2.xyzw))) : asint(r1.xyzw);
    g_o[vThreadID.x].w[0] = asuint(r0.x);
    g_o[vThreadID.x].w[1] = asuint(r0.y);
    g_o[vThreadID.x].w[2] = asuint(r0.z);
    g_o[vThreadID.x].w[3] = asuint(r0.w);
    {
        return output;
    }
}
