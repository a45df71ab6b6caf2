// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Globals
// {
//
//   float f;                           // Offset:    0 Size:     4
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
float f;
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    r0.xyzw = float4(0.1f, 0.1f, 0.1f, 0.1f);
    r1.x = 0;
    [loop] while (true) {
        if (r1.x >= 4) { break; }
        if (f < r0.x) {
            o0.xyzw = r0.xyzw;
            {
                output.sv_target0 = o0.xyzw;
                return output;
            }
        }
        r0.xyzw = r0.xyzw + r0.xyzw;
        r1.x = r1.x + 1;
    }
    o0.xyzw = float4(0.9f, 0.9f, 0.9f, 0.9f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
