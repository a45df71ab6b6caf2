// Decompiled by dxsm from ps_3_0 code.
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oC0 = 0;
    r0.yz = v0.xy;
    r0.x = float4(0.0, 0.0, 4.0, 1.0).y;
    [loop] for (int k0 = 0; k0 < 12; k0++) {
        r0.w = r0.z * r0.z;
        r1.x = mad(r0.y, r0.y, (-r0.w));
        r1.y = dot(r0.zz, r0.yy) + float4(0.0, 0.0, 4.0, 1.0).y;
        r1.xy = r1.xy + v0.xy;
        r0.w = dot(r1.xy, r1.xy) + float4(0.0, 0.0, 4.0, 1.0).y;
        [branch] if (float4(0.0, 0.0, 4.0, 1.0).z < r0.w) {
            r0.yz = r1.xy;
            [branch] if (float4(0.0, 0.0, 4.0, 1.0).w != (-float4(0.0, 0.0, 4.0, 1.0).w)) break;
        }
        r0.x = r0.x + float4(0.0, 0.0, 4.0, 1.0).w;
        r0.yz = r1.xy;
    }
    oC0.x = r0.x * float4(0.083333336, 0.0, 0.0, 0.0).x;
    oC0.yz = frac(r0.yz);
    oC0.w = float4(0.0, 0.0, 4.0, 1.0).w;
    output.oC0 = oC0.xyzw;
    return output;
}
