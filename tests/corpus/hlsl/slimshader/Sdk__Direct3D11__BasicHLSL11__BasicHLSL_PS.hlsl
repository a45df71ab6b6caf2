// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer $Params
// {
//
//   bool bTexture;                     // Offset:    0 Size:     4
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// MeshTextureSampler                sampler      NA          NA    0        1
// MeshTextureSampler                texture  float4          2d    0        1
// $Params                           cbuffer      NA          NA    0        1
//
cbuffer CB0 : register(b0) { uint4 cb0[1]; };
SamplerState s0 : register(s0);
Texture2D<float4> t0 : register(t0);
struct Input {
    float4 SV_Position0 : SV_Position0;
    float4 COLOR0 : COLOR0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_Target0 : SV_Target0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    float4 v2 = 0;
    precise float4 o0 = 0;
    precise float4 r0 = 0;
    v0.xyzw = input.SV_Position0;
    v1.xyzw = input.COLOR0;
    v2.xy = input.TEXCOORD0;
    if (cb0[0].x != 0u) {
        o0.xyzw = (t0.Sample(s0, v2.xy)).xyzw * v1.xyzw;
    } else {
        o0.xyzw = v1.xyzw;
    }
    {
        output.SV_Target0 = o0.xyzw;
        return output;
    }
}
