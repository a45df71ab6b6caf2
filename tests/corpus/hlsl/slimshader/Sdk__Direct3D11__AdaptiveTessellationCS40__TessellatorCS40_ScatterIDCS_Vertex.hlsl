// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint4 g_param;                     // Offset:    0 Size:    16
//
// }
//
// Resource bind info for InputScanned
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
//
// }
//
// Resource bind info for TriIDIndexIDOut
// {
//
//   uint2 $Element;                    // Offset:    0 Size:     8
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// InputScanned                      texture  struct         r/o    0        1
// TriIDIndexIDOut                       UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    1        1
//
cbuffer cbCS : register(b1) {
    uint4 g_param : packoffset(c0);
};
struct S_t0 { uint w[2]; };
StructuredBuffer<S_t0> InputScanned : register(t0);
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> TriIDIndexIDOut : register(u0);
struct Input {
};
struct Output {
};
[numthreads(128, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise int4 r2 = 0;
    if (vThreadID.x < g_param.x) {
        r0.x = asuint(asint(vThreadID.x) + -1);
        r0.x = InputScanned[r0.x].w[0];
        r1.x = InputScanned[vThreadID.x].w[0];
        r2.x = asint(vThreadID.x);
        r0.y = r0.x;
        [loop] while (true) {
            if (r0.y >= r1.x) { break; }
            r2.y = (-asint(r0.x)) + asint(r0.y);
            TriIDIndexIDOut[r0.y].w[0] = asuint(r2.x);
            TriIDIndexIDOut[r0.y].w[1] = asuint(r2.y);
            r0.y = asuint(asint(r0.y) + 1);
        }
    }
    {
        return output;
    }
}
