float4 c0 : register(c0);
float4 c1 : register(c1);
sampler2D s0 : register(s0);
sampler2D s1 : register(s1);
struct Output { float4 o0 : POSITION0; };
Output main(float4 v0 : POSITION0) {
    Output output;
    precise float4 r0 = v0;
    precise float4 r1 = 0;
    precise float4 r2 = 0;
    precise float4 r3 = tex2Dlod(s1, float4(0.0625, 0.0625, 0.0625, 0.0625));
    r1.x = 1.0;
    [branch] if (c0.x == 0.0) {
        r1.x = 0.0;
    }
    [branch] if (r1.x == 1.0) {
        r0.z = r3.x * 0.00390625;
        [loop] for (int k = 0; k < 255; k++) {
            r0.x = r0.x + r0.z;
            r2 = tex2Dlod(s0, r0.xyyy);
            [branch] if (r2.w != 1.0) {
                r2.x = 1.0 / (r2.w - c1.y);
                [flatten] if (r0.w >= r2.x) break;
            }
            r0.y = r0.x;
        }
    }
    output.o0 = r0;
    return output;
}
