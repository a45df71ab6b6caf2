// Decompiled by dxsm from ps_4_0 code.
// The registers below hold these variables (reflection data):
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// TextureI                          texture   sint4          2d    0        1
//
Texture2D<int4> TextureI : register(t0);
struct Input {
    float4 SV_POSITION0 : SV_POSITION0;
    float2 TEXCOORD0 : TEXCOORD0;
};
struct Output {
    int4 SV_TARGET0 : SV_TARGET0;
};
Output main(Input input) {
    Output output;
    float4 v0 = 0;
    float4 v1 = 0;
    precise int4 o0 = 0;
    precise uint4 r0 = 0;
    v0.xyzw = input.SV_POSITION0;
    v1.xy = input.TEXCOORD0;
    {
        uint w = 0, h = 0, e = 0, n = 0, l = 0;
        TextureI.GetDimensions(0x00000000u, w, h, l);
        r0.xyzw = uint4(w, h, 0, l).xyzw;
    }
    r0.xy = asuint((int2)((float2)r0.xy * v1.xy));
    r0.zw = uint2(0x00000000u, 0x00000000u);
    o0.xyzw = (TextureI.Load(asint(r0.xyz))).xyzw;
    {
        output.SV_TARGET0 = o0.xyzw;
        return output;
    }
}
