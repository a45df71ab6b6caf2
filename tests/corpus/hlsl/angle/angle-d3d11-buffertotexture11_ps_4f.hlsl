// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Buffer4F                          texture  float4         buf    0        1
//
Buffer<float4> Buffer4F : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    nointerpolation uint TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    uint4 v1 = 0;
    precise float4 o0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.x = input.TEXCOORD0;
    o0.xyzw = (Buffer4F.Load(asint(v1.x))).xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
