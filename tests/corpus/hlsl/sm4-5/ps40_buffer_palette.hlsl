// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   uint g_width;                      // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_indices                         texture    uint         buf    0        1
// g_palette                         texture  float4         buf    1        1
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    uint g_width : packoffset(c0);
};
Buffer<uint4> g_indices : register(t0);
Buffer<float4> g_palette : register(t1);
struct Input {
    noperspective float4 SV_Position0 : SV_Position0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    precise float4 o0 = 0;
    precise uint4 r0 = 0;
    precise float4 r1 = 0;
    v0.xyzw = input.SV_Position0;
    r0.xy = (uint2)v0.xy;
    r0.xyzw = (g_indices.Load((asint(r0.y) * asint(g_width) + asint(r0.x)))).xyzw;
    r0.y = r0.x >> (0x00000008u & 31u);
    r1.xyzw = (g_palette.Load((asint(r0.x) & 255))).xyzw;
    o0.xyzw = ((float)r0.y * 0.003921569f).xxxx * r1.xyzw;
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
