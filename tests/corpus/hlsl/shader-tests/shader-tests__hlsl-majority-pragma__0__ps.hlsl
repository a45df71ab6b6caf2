// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   row_major float2x2 r;              // Offset:    0 Size:    24
//   float2x2 c;                        // Offset:   32 Size:    24
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
row_major float2x2 r;
column_major float2x2 c;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    o0.zw = mad(c._m00_m10, float2(0.5f, 0.5f), (c._m01_m11 * float2(0.6f, 0.6f)));
    o0.x = dot(r._m00_m01, float2(0.5f, 0.6f));
    o0.y = dot(r._m10_m11, float2(0.5f, 0.6f));
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
