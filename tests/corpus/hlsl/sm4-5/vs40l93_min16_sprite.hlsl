// Decompiled by dxsm from vs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer S
// {
//
//   float4 g_screen;                   // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// S                                 cbuffer      NA          NA    0        1
//
cbuffer S : register(b0) {
    float4 g_screen : packoffset(c0);
};
struct Input {
    float2 POSITION0 : POSITION0;
    min16float4 COLOR0 : COLOR0;
    min16float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    min16float4 COLOR0 : COLOR0;
    min16float2 TEXCOORD0 : TEXCOORD0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise float4 o2 = 0;
    v0.xy = input.POSITION0;
    v1.xyzw = (float4)input.COLOR0;
    v2.xy = (float2)input.TEXCOORD0;
    o0.xy = mad(v0.xy, g_screen.xy, g_screen.zw);
    o0.zw = float2(0.0f, 1.0f);
    o1.xyzw = v1.xyzw;
    o2.xy = v2.xy;
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.TEXCOORD0 = o2.xy;
        return output;
    }
}
