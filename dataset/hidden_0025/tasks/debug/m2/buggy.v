module hidden_0025_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire beat,
    output wire open,
    output wire last
);
    reg [2:0] owed;
    reg [2:0] owed_next;

    always @* begin
        if (start && owed != 3'd1)
            owed_next = 3'd4;
        else if (owed != 3'd0 && beat)
            owed_next = owed - 3'd1;
        else
            owed_next = owed;
    end

    always @(posedge clk) begin
        if (rst) begin
            owed <= 3'd0;
        end else begin
            owed <= owed_next;
        end
    end

    assign open = owed != 3'd0;
    assign last = owed == 3'd1;
endmodule
