module hidden_0019_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire en_in,
    output wire en_out,
    output wire clipped
);
    reg [2:0] budget;
    reg [2:0] budget_next;

    always @* begin
        if (!en_in)
            budget_next = 3'd3;
        else if (en_in && budget != 3'd0)
            budget_next = budget - 3'd1;
        else
            budget_next = budget;
    end

    always @(posedge clk) begin
        if (rst) begin
            budget <= 3'd4;
        end else begin
            budget <= budget_next;
        end
    end

    assign en_out = en_in && budget != 3'd0;
    assign clipped = en_in && budget == 3'd0;
endmodule
