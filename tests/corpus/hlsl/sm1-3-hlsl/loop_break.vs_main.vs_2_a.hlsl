// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c1 : register(c1);
float4 c2 : register(c2);
float4 c3 : register(c3);
float4 c4 : register(c4);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
    float4 oD0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    precise float4 oD0 = 0;
    r0.xy = float4(0.0, 0.0, 1.0, 0.0).yy;
    [loop] for (int k0 = 0; k0 < 16; k0++) {
        r1.y = r0.y + float4(0.0, 0.0, 1.0, 0.0).z;
        r1.x = mad(c4.x, r1.y, r0.x);
        [branch] if (c4.y < r1.x) {
            r0.x = r1.x;
            [branch] if (float4(0.0, 0.0, 1.0, 0.0).z != (-float4(0.0, 0.0, 1.0, 0.0).z)) break;
        } else {
        }
        r0.xy = r1.xy;
    }
    oD0.xyzw = r0.xxxx;
    oPos.x = dot(v0.xyzw, c0.xyzw);
    oPos.y = dot(v0.xyzw, c1.xyzw);
    oPos.z = dot(v0.xyzw, c2.xyzw);
    oPos.w = dot(v0.xyzw, c3.xyzw);
    output.oPos = oPos.xyzw;
    output.oD0 = oD0.xyzw;
    return output;
}
