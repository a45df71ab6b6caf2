// Decompiled by dxsm from vs_5_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer Grade
// {
//
//   min16float4 g_lift;                // Offset:    0 Size:    16
//   min16float4 g_gain;                // Offset:   16 Size:    16
//   float4x4 g_viewProj;               // Offset:   32 Size:    64
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Grade                             cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[6]; };
struct Input {
    float3 POSITION0 : POSITION0;
    min16float4 COLOR0 : COLOR0;
    min16int2 FLAGS0 : FLAGS0;
};
struct Output {
    float4 SV_Position0 : SV_Position0;
    min16float4 COLOR0 : COLOR0;
    min16int2 FLAGS0 : FLAGS0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    int4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 o1 = 0;
    precise int4 o2 = 0;
    precise float4 r0 = 0;
    precise int4 r1 = 0;
    v0.xyz = input.POSITION0;
    v1.xyzw = (float4)input.COLOR0;
    v2.xy = (int2)input.FLAGS0;
    r0.xyz = v0.xyz;
    r0.w = 1.0f;
    o0.x = dot(r0.xyzw, asfloat(cb0[2].xyzw));
    o0.y = dot(r0.xyzw, asfloat(cb0[3].xyzw));
    o0.z = dot(r0.xyzw, asfloat(cb0[4].xyzw));
    o0.w = dot(r0.xyzw, asfloat(cb0[5].xyzw));
    o1.xyzw = saturate(mad(v1.xyzw, asfloat(cb0[1].xyzw), asfloat(cb0[0].xyzw)));
    o2.xy = (v2.xy << (uint2(0x00000001u, 0x00000001u) & 31u)) + int2(-1, -1);
    {
        output.SV_Position0 = o0.xyzw;
        output.COLOR0 = o1.xyzw;
        output.FLAGS0 = o2.xy;
        return output;
    }
}
