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
// TextureUI2D                       texture   uint4          2d    0        1
// SwizzleProperties                 cbuffer      NA          NA    0        1
//
cbuffer SwizzleProperties : register(b0) {
    uint4 SwizzleIndices : packoffset(c0);
};
Texture2D<uint4> TextureUI2D : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    uint4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise uint4 o0 = 0;
    precise uint4 r0 = 0;
    precise uint4 x0[6] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureUI2D.GetDimensions(0x00000000u, w, h, l);
        r0.xyzw = uint4(w, h, 0, l).xyzw;
    }
    r0.xy = asuint((int2)((float2)r0.xy * v1.xy));
    r0.zw = uint2(0x00000000u, 0x00000000u);
    r0.xyzw = (TextureUI2D.Load(asint(r0.xyz))).xyzw;
    x0[0].x = r0.x;
    x0[1].x = r0.y;
    x0[2].x = r0.z;
    x0[3].x = r0.w;
    x0[4].x = 0x00000000u;
    x0[5].x = 0x00000001u;
    r0.x = SwizzleIndices.x;
    o0.x = x0[r0.x].x;
    r0.x = SwizzleIndices.y;
    o0.y = x0[r0.x].x;
    r0.x = SwizzleIndices.z;
    o0.z = x0[r0.x].x;
    r0.x = SwizzleIndices.w;
    o0.w = x0[r0.x].x;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
