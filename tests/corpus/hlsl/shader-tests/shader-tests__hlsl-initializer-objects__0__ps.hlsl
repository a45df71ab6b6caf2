// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// tex1                              texture  float4          2d    0        1
// tex2                              texture  float4          2d    1        1
//
Texture2D<float4> tex1 : register(t0);
Texture2D<float4> tex2 : register(t1);
struct Input {
};
struct Output {
    float4 sv_target0 : sv_target0;
};
Output main(Input input) {
    Output output;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    o0.xyzw = (tex1.Load(int3(0, 0, 0))).xyzw + (tex2.Load(int3(0, 0, 0))).xyzw;
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
