// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer F
// {
//
//   uint g_pattern[4];                 // Offset:    0 Size:    52
//   float g_fade;                      // Offset:   52 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// F                                 cbuffer      NA          NA    0        1
//
cbuffer F : register(b0) {
    uint g_pattern[4] : packoffset(c0);
    float g_fade : packoffset(c3.y);
};
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise float4 o0 = 0;
    precise int4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    r0.xy = asint((uint2)v0.xy) & int2(3, 3);
    if ((asint((g_pattern[asuint(r0.y)] >> (asuint(r0.x) & 31u))) & 1) == 0) { discard; }
    if ((v1.w * g_fade) < 0.01f) { discard; }
    o0.xyzw = v1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
