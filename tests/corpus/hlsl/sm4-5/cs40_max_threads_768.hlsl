// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for g_buf
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
// g_buf                                 UAV  struct         r/w    0        1
//
struct S_u0 { uint w[1]; };
RWStructuredBuffer<S_u0> g_buf : register(u0);
struct Input {
};
struct Output {
};
[numthreads(768, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    precise uint4 r0 = 0;
    r0.x = g_buf[vThreadID.x].w[0];
    r0.x = asuint((asint(r0.x) * 1664525 + 1013904223) ^ asint(vThreadIDInGroupFlattened.x));
    g_buf[vThreadID.x].w[0] = r0.x;
    {
        return output;
    }
}
