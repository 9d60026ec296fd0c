module hidden_0042_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire big,
    output wire go
);
    reg [2:0] allowance;
    reg [2:0] allowance_next;

    always @* begin
        if (req && big && allowance >= 3'd4)
            allowance_next = allowance - 3'd3;
        else if (req && !big && allowance >= 3'd2)
            allowance_next = allowance - 3'd2;
        else if (allowance < 3'd5)
            allowance_next = allowance + 3'd1;
        else
            allowance_next = allowance;
    end

    always @(posedge clk) begin
        if (rst) begin
            allowance <= 3'd5;
        end else begin
            allowance <= allowance_next;
        end
    end

    assign go = req && (big ? allowance >= 3'd4 : allowance >= 3'd2);
endmodule
