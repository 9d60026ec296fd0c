module hidden_0059_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire s,
    output wire hit
);
    reg [3:0] hist_r;
    reg flag_r;
    wire [3:0] hist_d = rst ? 4'b0000 :
                        en ? {hist_r[3:1], s} :
                        hist_r;
    wire flag_d = rst ? 1'b0 :
                  en ? {2'b00, hist_r[0]} + {2'b00, hist_r[1]} + {2'b00, hist_r[2]} + {2'b00, hist_r[3]} + {2'b00, s} >= 3'd3 :
                  flag_r;

    always @(posedge clk) begin
        hist_r <= hist_d;
        flag_r <= flag_d;
    end

    assign hit = flag_r;
endmodule
