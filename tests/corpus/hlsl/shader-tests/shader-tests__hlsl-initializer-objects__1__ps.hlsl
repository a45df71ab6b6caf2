// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// tex                               texture  float4          2d    0        1
//
Texture2D<float4> tex : register(t0);
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
    o0.xyzw = ((tex.Load(int3(2, 0, 0))).xyzw + (tex.Load(int3(1, 2, 0))).xyzw) + float4(30.0f, 40.0f, 50.0f, 60.0f);
    {
        output.sv_target0 = o0.xyzw;
        return output;
    }
}
