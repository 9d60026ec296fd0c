module hidden_0059_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire en,
    input  wire s,
    output reg  hit
);
    reg [3:0] hist;
    reg flag;

    always @(posedge clk) begin
        if (rst) begin
            hist <= 4'b0000;
            flag <= 1'b0;
        end else begin
            if (en)
                hist <= {hist[2:0], s};
            if (en)
                flag <= {2'b00, hist[3]} + {2'b00, s} >= 3'd3;
        end
    end

    always @* begin
        hit = flag;
    end
endmodule
