module hidden_0042_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire big,
    output wire go
);
    reg [2:0] allowance_r;
    wire [2:0] allowance_d = rst ? 3'd5 :
                             (req && big && allowance_r >= 3'd4) ? allowance_r - 3'd3 :
                             (req && !big && allowance_r >= 3'd2) ? allowance_r - 3'd1 :
                             (allowance_r < 3'd5) ? allowance_r + 3'd1 :
                             allowance_r;

    always @(posedge clk) begin
        allowance_r <= allowance_d;
    end

    assign go = req && (big ? allowance_r >= 3'd4 : allowance_r >= 3'd2);
endmodule
