// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float x;                           // Offset:    0 Size:     4
//   float y;                           // Offset:    4 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// $Globals                          cbuffer      NA          NA    0        1
//
float x;
float y;
struct Input {
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    o0.xyzw = y.xxxx * x.xxxx;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
