module hidden_0061_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire d,
    output wire viol
);
    reg prev;
    reg [2:0] runlen;
    reg prev_next;
    reg [2:0] runlen_next;

    always @* begin
        if (d != prev)
            prev_next = d;
        else
            prev_next = prev;
    end

    always @* begin
        if (d != prev)
            runlen_next = 3'd1;
        else if (runlen != 3'd7)
            runlen_next = runlen + 3'd1;
        else
            runlen_next = runlen;
    end

    always @(posedge clk) begin
        if (rst) begin
            prev <= 1'b0;
            runlen <= 3'd0;
        end else begin
            prev <= prev_next;
            runlen <= runlen_next;
        end
    end

    assign viol = runlen >= 3'd6;
endmodule
