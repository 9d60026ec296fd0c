module hidden_0059_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire s,
    output wire hit
);
    reg [3:0] hist;
    reg flag;
    reg [3:0] hist_next;
    reg flag_next;

    always @* begin
        if (en)
            hist_next = {hist[2:0], s};
        else
            hist_next = hist;
    end

    always @* begin
        if (en)
            flag_next = {2'b00, hist[0]} + {2'b00, hist[1]} + {2'b00, hist[2]} + {2'b00, hist[3]} + {2'b00, s} >= 3'd3;
        else
            flag_next = flag;
    end

    always @(posedge clk) begin
        if (rst) begin
            hist <= 4'b0000;
            flag <= 1'b0;
        end else begin
            hist <= hist_next;
            flag <= flag_next;
        end
    end

    assign hit = flag;
endmodule
