// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float2x2 r;                        // Offset:    0 Size:    24
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
column_major float2x2 r;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    o0.xy = mad(r._m00_m10, float2(0.5f, 0.5f), (r._m01_m11 * float2(0.6f, 0.6f)));
    o0.zw = float2(0.5f, 0.5f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
