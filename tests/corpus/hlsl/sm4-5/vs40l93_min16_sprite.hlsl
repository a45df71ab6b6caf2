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
    uint4 v0 = 0;
    uint4 v1 = 0;
    uint4 v2 = 0;
    uint4 o0 = 0;
    uint4 o1 = 0;
    uint4 o2 = 0;
    v0.xy = asuint(input.POSITION0);
    v1.xyzw = asuint((float4)input.COLOR0);
    v2.xy = asuint((float2)input.TEXCOORD0);
    o0.xy = asuint(mad(asfloat(v0.xy), g_screen.xy, g_screen.zw));
    o0.zw = uint2(0x00000000u, 0x3f800000u);
    o1.xyzw = v1.xyzw;
    o2.xy = v2.xy;
    {
        output.SV_Position0 = asfloat(o0.xyzw);
        output.COLOR0 = asfloat(o1.xyzw);
        output.TEXCOORD0 = asfloat(o2.xy);
        return output;
    }
}
