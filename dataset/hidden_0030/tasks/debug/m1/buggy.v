module hidden_0030_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire ack,
    output wire timeout
);
    reg [1:0] waits;
    reg fired;
    reg [1:0] waits_next;
    reg fired_next;

    always @* begin
        if (!req || ack)
            waits_next = 2'd0;
        else if (req)
            waits_next = waits + 2'd1;
        else
            waits_next = waits;
    end

    always @* begin
        if (req && !ack && waits == 2'd2)
            fired_next = 1'b1;
        else if (fired)
            fired_next = 1'b0;
        else
            fired_next = fired;
    end

    always @(posedge clk) begin
        if (rst) begin
            waits <= 2'd0;
            fired <= 1'b0;
        end else begin
            waits <= waits_next;
            fired <= fired_next;
        end
    end

    assign timeout = fired;
endmodule
