// Decompiled by dxsm from cs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// Resource bind info for GridIndicesRW
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
// GridIndicesRW                         UAV  struct         r/w    0        1
//
struct S_u0 { uint w[2]; };
RWStructuredBuffer<S_u0> GridIndicesRW : register(u0);
struct Input {
};
struct Output {
};
[numthreads(256, 1, 1)]
Output main(Input input, uint3 vThreadID : SV_DispatchThreadID) {
    Output output;
    GridIndicesRW[vThreadID.x].w[0] = 0x00000000u;
    GridIndicesRW[vThreadID.x].w[1] = 0x00000000u;
    {
        return output;
    }
}
