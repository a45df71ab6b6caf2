// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer SwizzleProperties
// {
//
//   uint4 SwizzleIndices;              // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// Sampler                           sampler      NA          NA    0        1
// TextureF2D                        texture  float4          2d    0        1
// SwizzleProperties                 cbuffer      NA          NA    0        1
//
cbuffer SwizzleProperties : register(b0) {
    uint4 SwizzleIndices : packoffset(c0);
};
SamplerState Sampler : register(s0);
Texture2D<float4> TextureF2D : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    float4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise float4 r0 = 0;
    precise uint4 x0[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    r0.xyzw = (TextureF2D.Sample(Sampler, v1.xy)).xyzw;
    x0[0].x = asuint(r0.x);
    x0[1].x = asuint(r0.y);
    x0[2].x = asuint(r0.z);
    x0[3].x = asuint(r0.w);
    x0[4].x = 0x00000000u;
    x0[5].x = 0x3f800000u;
    r0.x = asfloat(SwizzleIndices.x);
    o0.x = x0[asuint(r0.x)].x;
    r0.x = asfloat(SwizzleIndices.y);
    o0.y = x0[asuint(r0.x)].x;
    r0.x = asfloat(SwizzleIndices.z);
    o0.z = x0[asuint(r0.x)].x;
    r0.x = asfloat(SwizzleIndices.w);
    o0.w = x0[asuint(r0.x)].x;
    {
        output.SV_TARGET0 = asfloat(o0.xyzw);
        return output;
    }
}
